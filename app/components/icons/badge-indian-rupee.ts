import { BadgeIndianRupee } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(BadgeIndianRupee);
