import { Pencil } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Pencil);
