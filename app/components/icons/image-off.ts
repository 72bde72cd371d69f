import { ImageOff } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ImageOff);
