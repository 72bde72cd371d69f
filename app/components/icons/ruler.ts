import { Ruler } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Ruler);
