import { BadgeCheck } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(BadgeCheck);
