import { HeartHandshake } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(HeartHandshake);
