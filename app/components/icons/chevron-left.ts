import { ChevronLeft } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ChevronLeft);
