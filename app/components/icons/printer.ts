import { Printer } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Printer);
