import { Trash } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Trash);
