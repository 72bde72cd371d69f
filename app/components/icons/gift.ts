import { Gift } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Gift);
