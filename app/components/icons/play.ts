import { Play } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Play);
