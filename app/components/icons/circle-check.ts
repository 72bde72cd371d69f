import { CircleCheck } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(CircleCheck);
