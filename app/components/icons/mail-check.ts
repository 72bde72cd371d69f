import { MailCheck } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(MailCheck);
