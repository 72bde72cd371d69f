import { MessageCircle } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(MessageCircle);
