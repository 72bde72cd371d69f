import { ImagePlus } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ImagePlus);
