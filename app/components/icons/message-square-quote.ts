import { MessageSquareQuote } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(MessageSquareQuote);
