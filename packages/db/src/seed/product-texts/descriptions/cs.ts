export const cs: Record<string, string> = {
  'mobile-legends':
    'Mobilní MOBA 5v5: vyber si hrdinu, spoj se s týmem a tlač linky v desetiminutových zápasech. Diamanty odemykají hrdiny, skiny a battle pass.',
  'free-fire':
    'Padesát hráčů seskočí na odlehlý ostrov a deset minut bojuje o to, kdo zůstane poslední. Za diamanty koupíš postavy, mazlíčky a Elite Pass.',
  'pubg-mobile':
    'Původní battle royale na mobilu: sto hráčů, jedna mapa, jeden vítěz. Za UC zaplatíš Royale Pass, oblečení a skiny zbraní.',
  'genshin-impact':
    'Akční RPG s otevřeným světem napříč sedmi národy Teyvatu. Genesis Crystals se mění na Primogems pro přání a Battle Pass.',
  roblox:
    'Digitální kód dárkové karty Roblox, který uplatníš za Robux na předměty pro avatara a zážitky. Kód přijde po zaplacení e-mailem.',
  valorant:
    'Taktická střílečka 5v5 založená na postavách, kde se přesná střelba potkává s jedinečnými schopnostmi agentů. Za Valorant Points koupíš skiny zbraní a agenty.',
  'honor-of-kings': 'Nejhranější mobilní MOBA na světě s hrdiny z legend. Za tokeny koupíš hrdiny, skiny a Honor Pass.',
  'call-of-duty-mobile':
    'Klasické multiplayerové mapy Call of Duty a battle royale pro 100 hráčů, stvořené pro telefony. Za CP koupíš Battle Pass, operátory a plány zbraní.',
  'honkai-star-rail':
    'Tahové vesmírné fantasy RPG na palubě Astral Expressu. Oneiric Shards se mění na Stellar Jade pro warpy a pass Nameless Honor.',
  'steam-wallet':
    'Kód do peněženky Steam, který na účet Steam připíše prostředky na hry, DLC a herní předměty. Kód přijde po zaplacení e-mailem.',
  'google-play': 'Dárkový kód Google Play na aplikace, hry, nákupy v aplikacích, knihy a filmy v Androidu. Uplatníš ho v Obchodě Play.',
  'wild-rift':
    'League of Legends přestavěné pro mobil: rychlé zápasy 5v5 s ovládáním dvěma joysticky. Za Wild Cores koupíš šampiony, skiny a Wild Pass.',
  'brawl-stars':
    'Rychlé tříminutové týmové bitvy s partou Brawlerů, z nichž každý má svůj super. Za drahokamy koupíš Brawl Pass, skiny a Brawlery.',
  'clash-of-clans':
    'Postav vesnici, vycvič jednotky a se svým klanem útoč na základny ostatních hráčů. Drahokamy urychlí stavitele a koupíš za ně Gold Pass.',
  'clash-royale':
    'Karetní souboje v reálném čase: nasazuj jednotky a kouzla a zboř soupeřovu Královskou věž. Za drahokamy koupíš truhly, Pass Royale a emoty.',
  'zenless-zone-zero':
    'Stylová akční hra s nádechem městské fantasy, odehrávající se v New Eridu, kde se probojováváš skrz Hollows. Monochrome se mění na Polychrome pro hledání signálu.',
  'razer-gold': 'PIN Razer Gold, který dobije peněženku Razer Gold. Platí v tisících her a za každý nákup získáš Razer Silver.',
  efootball:
    'Fotbal zdarma s licencovanými kluby a legendami: sestav si Dream Team a hraj online zápasy. Za mince získáš hráče a koupíš balíčky.',
  'arena-breakout':
    'Nekompromisní extraction střílečka: vyraz do akce, posbírej kořist a dostaň se ven živý, jinak přijdeš o všechno, co máš u sebe. Za Bonds koupíš vybavení, battle pass a kosmetické předměty.',
  'love-and-deepspace':
    'Romantické sci-fi dobrodružství ve 3D: lov Wanderery a poznávej muže z Linkon City. Za diamanty koupíš Deepspace Wishes a Aurum Pass.',
  'delta-force': 'Rozsáhlé bitvy a extrakční operace na zemi, na moři i ve vzduchu. Za Delta Coins koupíš skiny operátorů a bojový pass.',
  'magic-chess-go-go':
    'Auto battler pro osm hráčů s hrdiny z Mobile Legends: vytvářej synergie, rozmísťuj figurky a vydrž v lobby déle než ostatní. Za diamanty koupíš velitele a passy.',
  'teamfight-tactics':
    'Kolová strategie od Riotu: vybírej šampiony, sestav si hrací plochu a utkej se se sedmi soupeři. Za RP koupíš Little Legends, arény a passy.',
  'stumble-guys':
    'Vyřazovací party hra až pro 32 hráčů: běhej, skákej a klopýtej chaotickými překážkovými dráhami. Za drahokamy koupíš skiny, emoty a Stumble Pass.',
  'marvel-snap':
    'Rychlá sběratelská karetní hra s hrdiny a padouchy od Marvelu; zápas trvá tři minuty. Za zlato koupíš Season Pass a varianty.',
  'sausage-man':
    'Kreslené battle royale, ve kterém párky seskočí, popadnou zbraně a v party náladě se probojují k vítězství. Za bonbony koupíš oblečky a Gala Pass.',
  'lords-mobile':
    'Realtimová strategie o budování království, hrdinech a válkách cechů. Diamanty urychlí stavbu a koupíš za ně balíčky hrdinů.',
  'ragnarok-x':
    'Klasický svět Ragnarok Online přestavěný jako mobilní MMORPG s povoláními, cechy a lovem MVP. Za diamanty koupíš kostýmy a měsíční kartu.',
  'playstation-store':
    'Kód PlayStation Store, který do peněženky PlayStation Network připíše prostředky na hry, doplňky a PlayStation Plus.',
  'garena-shells':
    'Garena Shells slouží k placení za předměty ve hrách a službách Garena v jihovýchodní Asii a na Tchaj-wanu. PIN poukazu přijde e-mailem.',
  'ea-sports-fc-mobile':
    'Sestav si Ultimate Team z tisíců licencovaných hráčů, klubů a lig a hraj proti ostatním tváří v tvář. Za FC Points koupíš balíčky a season pass.',
  'top-eleven':
    'Řiď vlastní fotbalový klub: podepisuj hráče, nastav taktiku, trénuj tým a hraj živé zápasy proti jiným manažerům. Tokeny urychlí trénink a přestupy.',
};
