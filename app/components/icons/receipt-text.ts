import { ReceiptText } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ReceiptText);
