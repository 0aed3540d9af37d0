/** Word pools for realistic bilingual seed data. */
export const PEOPLE = [
  { zh: '张伟', en: 'Zhang Wei' },
  { zh: '王芳', en: 'Wang Fang' },
  { zh: '李娜', en: 'Li Na' },
  { zh: '刘洋', en: 'Liu Yang' },
  { zh: '陈静', en: 'Chen Jing' },
  { zh: '杨帆', en: 'Yang Fan' },
  { zh: '赵磊', en: 'Zhao Lei' },
  { zh: '黄敏', en: 'Huang Min' },
  { zh: '周杰', en: 'Zhou Jie' },
  { zh: '吴霞', en: 'Wu Xia' },
  { zh: 'Emily Carter', en: 'Emily Carter' },
  { zh: 'James Miller', en: 'James Miller' },
  { zh: 'Sophie Laurent', en: 'Sophie Laurent' },
  { zh: 'Daniel Okafor', en: 'Daniel Okafor' },
] as const;

export const PLACES = [
  { city: '杭州市', district: '西湖区', street: '文三路', lng: 120.13, lat: 30.28 },
  { city: '上海市', district: '浦东新区', street: '世纪大道', lng: 121.52, lat: 31.23 },
  { city: '北京市', district: '朝阳区', street: '建国路', lng: 116.46, lat: 39.91 },
  { city: '深圳市', district: '南山区', street: '科技园路', lng: 113.94, lat: 22.54 },
  { city: '成都市', district: '武侯区', street: '天府大道', lng: 104.07, lat: 30.58 },
  { city: '武汉市', district: '洪山区', street: '珞喻路', lng: 114.36, lat: 30.52 },
] as const;

export const SITES = ['阳光小区', '滨江花园', 'Riverside Plaza', '中心厨房', '东区燃气站', 'North Depot', '科技园一期'] as const;
