import { Clock } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Clock);
