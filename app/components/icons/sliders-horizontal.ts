import { SlidersHorizontal } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(SlidersHorizontal);
