import { Mail } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Mail);
