import type { EchoStyle } from '@vigil/sdk';
import type { MessageKey } from '../../../i18n/zh-CN';

/** The echo styles a dictionary value may take, with their words (RuoYi's 回显样式 choices). */
export const ECHO_STYLE_CHOICES = {
  default: 'dict.styleDefault',
  primary: 'dict.stylePrimary',
  success: 'dict.styleSuccess',
  info: 'dict.styleInfo',
  warning: 'dict.styleWarning',
  danger: 'dict.styleDanger',
} as const satisfies Record<EchoStyle, MessageKey>;
