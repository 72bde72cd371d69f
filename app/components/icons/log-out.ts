import { LogOut } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(LogOut);
