import { Minus } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Minus);
