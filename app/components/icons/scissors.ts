import { Scissors } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Scissors);
