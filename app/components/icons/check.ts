import { Check } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Check);
