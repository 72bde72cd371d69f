import { ArrowDown } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ArrowDown);
