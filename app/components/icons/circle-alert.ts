import { CircleAlert } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(CircleAlert);
