import { RotateCcw } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(RotateCcw);
