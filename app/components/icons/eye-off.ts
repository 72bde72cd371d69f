import { EyeOff } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(EyeOff);
