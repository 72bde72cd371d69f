import { Send } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Send);
