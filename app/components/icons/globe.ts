import { Globe } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Globe);
