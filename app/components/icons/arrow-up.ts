import { ArrowUp } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ArrowUp);
