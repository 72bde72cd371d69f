import { X } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(X);
