import { IndianRupee } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(IndianRupee);
