import { Eye } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Eye);
