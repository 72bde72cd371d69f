import { Info } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Info);
