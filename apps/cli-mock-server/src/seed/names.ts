import { both } from '../i18n/locale';
import type { Localized } from '../i18n/messages';

/**
 * Word pools for realistic seed data, each entry in both languages: a seed is written in one of them (`--locale`).
 * Logins are the same in both, so a seeded account signs in whatever the seed's language.
 */
export const PEOPLE: ReadonlyArray<{ login: string; name: Localized }> = [
  ['zhang.wei', '张伟', 'Zhang Wei'],
  ['wang.fang', '王芳', 'Wang Fang'],
  ['li.na', '李娜', 'Li Na'],
  ['liu.yang', '刘洋', 'Liu Yang'],
  ['chen.jing', '陈静', 'Chen Jing'],
  ['yang.fan', '杨帆', 'Yang Fan'],
  ['zhao.lei', '赵磊', 'Zhao Lei'],
  ['huang.min', '黄敏', 'Huang Min'],
  ['zhou.jie', '周杰', 'Zhou Jie'],
  ['wu.xia', '吴霞', 'Wu Xia'],
  ['sun.li', '孙丽', 'Sun Li'],
  ['ma.chao', '马超', 'Ma Chao'],
  ['zhu.ting', '朱婷', 'Zhu Ting'],
  ['hu.jun', '胡军', 'Hu Jun'],
].map(([login = '', zh = '', en = '']) => ({ login, name: both(zh, en) }));

export interface Place {
  city: Localized;
  district: Localized;
  street: Localized;
  lng: number;
  lat: number;
}

export const PLACES: readonly [Place, ...Place[]] = [
  { city: both('杭州市', 'Hangzhou'), district: both('西湖区', 'Xihu District'), street: both('文三路', 'Wensan Road'), lng: 120.13, lat: 30.28 },
  { city: both('上海市', 'Shanghai'), district: both('浦东新区', 'Pudong New Area'), street: both('世纪大道', 'Century Avenue'), lng: 121.52, lat: 31.23 },
  { city: both('北京市', 'Beijing'), district: both('朝阳区', 'Chaoyang District'), street: both('建国路', 'Jianguo Road'), lng: 116.46, lat: 39.91 },
  { city: both('深圳市', 'Shenzhen'), district: both('南山区', 'Nanshan District'), street: both('科技园路', 'Science Park Road'), lng: 113.94, lat: 22.54 },
  { city: both('成都市', 'Chengdu'), district: both('武侯区', 'Wuhou District'), street: both('天府大道', 'Tianfu Avenue'), lng: 104.07, lat: 30.58 },
  { city: both('武汉市', 'Wuhan'), district: both('洪山区', 'Hongshan District'), street: both('珞喻路', 'Luoyu Road'), lng: 114.36, lat: 30.52 },
];

/** A street address as each language writes it: `杭州市西湖区文三路12号`, `12 Wensan Road, Xihu District, Hangzhou`. */
export function address(place: Place, number: number): Localized {
  return both(
    `${place.city['zh-CN']}${place.district['zh-CN']}${place.street['zh-CN']}${number}号`,
    `${number} ${place.street.en}, ${place.district.en}, ${place.city.en}`,
  );
}

export const SITES: readonly Localized[] = [
  both('阳光小区', 'Sunshine Residences'),
  both('滨江花园', 'Riverside Gardens'),
  both('江畔广场', 'Riverside Plaza'),
  both('中心厨房', 'Central Kitchen'),
  both('东区燃气站', 'East Gas Station'),
  both('北郊仓库', 'North Depot'),
  both('科技园一期', 'Tech Park Phase I'),
];
