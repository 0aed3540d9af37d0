import { TimeoutError, TransportError } from '@vigil/sdk/client';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/console-api';
import { createTranslator } from '../../i18n/translator';
import { answeredByPolicy, failureOf, operatorMessage, readFailureReason } from './call-failure';

const zh = createTranslator('zh-CN').t;
const en = createTranslator('en').t;

describe('what a failed read says', () => {
  it('a 401 behind the session dialog says the session expired, never the server class name', () => {
    // The case: a RuoYi-family backend answered 401 with msg "UnauthorizedError".
    expect(readFailureReason(new ApiError('UnauthorizedError', 401), zh)).toBe('登录状态已过期，请重新登录');
    expect(readFailureReason(new ApiError('UnauthorizedError', 401), en)).toBe('your session has expired, please sign in again');
  });

  it("shows the server's message an operator can read, and not a developer's", () => {
    expect(readFailureReason(new ApiError('没有权限访问用户数据！', 500), zh)).toBe('没有权限访问用户数据！');
    expect(readFailureReason(new ApiError('java.lang.NullPointerException', 500), zh)).toBe('请求失败');
    expect(readFailureReason(new ApiError('', 403), en)).toBe('you do not have permission; ask an administrator');
  });

  it('network failures and timeouts in the UI language', () => {
    expect(readFailureReason(new TransportError('users.list: HTTP 502 Bad Gateway', { endpointId: 'users.list', status: 502 }), zh)).toBe('网络异常，请检查网络连接');
    expect(readFailureReason(new TimeoutError('users.list', 10_000), en)).toBe('the request timed out, try again later');
  });
});

describe('what a refused write shows', () => {
  it('is left to the policy only where spec §8 shows it: 401, and 400/500 with a message', () => {
    expect(answeredByPolicy(401, '')).toBe(true);
    expect(answeredByPolicy(500, '用户账号不能为空')).toBe(true);
    expect(answeredByPolicy(500, '')).toBe(false);
    for (const code of [403, 404, 601, 999]) expect(answeredByPolicy(code, 'msg')).toBe(false);
  });

  it('names the failed action by its success', () => {
    expect(zh(failureOf('announce.published'))).toBe('发布失败');
    expect(en(failureOf('announce.published'))).toBe('Publishing failed');
    expect(zh(failureOf('list.edited'))).toBe('修改失败');
    expect(zh(failureOf('workOrder.sent'))).toBe('操作失败');
  });

  it('keeps an operator from class names', () => {
    expect(operatorMessage('UnauthorizedError')).toBe('');
    expect(operatorMessage(' 公告已关闭，不能发布 ')).toBe('公告已关闭，不能发布');
  });
});
