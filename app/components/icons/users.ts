import { Users } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Users);
