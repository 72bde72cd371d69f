import { User } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(User);
