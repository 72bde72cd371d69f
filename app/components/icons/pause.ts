import { Pause } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Pause);
