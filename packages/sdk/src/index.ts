export * from './schemas/alarm-socket';
