import { Undo2 } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Undo2);
