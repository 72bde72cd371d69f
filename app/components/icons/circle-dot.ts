import { CircleDot } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(CircleDot);
