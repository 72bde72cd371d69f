import { Package } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Package);
