import { ChevronRight } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ChevronRight);
