import { MessageSquareText } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(MessageSquareText);
