import { Image } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Image);
