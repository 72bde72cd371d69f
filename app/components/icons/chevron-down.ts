import { ChevronDown } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ChevronDown);
