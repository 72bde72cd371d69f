import { Inbox } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Inbox);
