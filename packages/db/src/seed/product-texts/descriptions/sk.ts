export const sk: Record<string, string> = {
  'mobile-legends':
    'Mobilná MOBA 5v5: vyber si hrdinu, spoj sa s tímom a tlač linky v desaťminútových zápasoch. Diamanty odomykajú hrdinov, skiny a battle pass.',
  'free-fire':
    'Päťdesiat hráčov zoskočí na odľahlý ostrov a desať minút bojuje o to, kto zostane posledný. Za diamanty kúpiš postavy, zvieratká a Elite Pass.',
  'pubg-mobile':
    'Pôvodné battle royale na mobile: sto hráčov, jedna mapa, jeden víťaz. Za UC zaplatíš Royale Pass, oblečenie a skiny zbraní.',
  'genshin-impact':
    'Akčné RPG s otvoreným svetom naprieč siedmimi národmi Teyvatu. Genesis Crystals sa menia na Primogems na želania a Battle Pass.',
  roblox:
    'Digitálny kód darčekovej karty Roblox, ktorý uplatníš za Robux na predmety pre avatara a zážitky. Kód príde po zaplatení e-mailom.',
  valorant:
    'Taktická strieľačka 5v5 založená na postavách, kde sa presná streľba stretáva s jedinečnými schopnosťami agentov. Za Valorant Points kúpiš skiny zbraní a agentov.',
  'honor-of-kings': 'Najhranejšia mobilná MOBA na svete s hrdinami z legiend. Za tokeny kúpiš hrdinov, skiny a Honor Pass.',
  'call-of-duty-mobile':
    'Klasické multiplayerové mapy Call of Duty a battle royale pre 100 hráčov, vytvorené pre telefóny. Za CP kúpiš Battle Pass, operátorov a plány zbraní.',
  'honkai-star-rail':
    'Ťahové vesmírne fantasy RPG na palube Astral Expressu. Oneiric Shards sa menia na Stellar Jade na warpy a pass Nameless Honor.',
  'steam-wallet':
    'Kód do peňaženky Steam, ktorý na účet Steam pripíše prostriedky na hry, DLC a herné predmety. Kód príde po zaplatení e-mailom.',
  'google-play': 'Darčekový kód Google Play na aplikácie, hry, nákupy v aplikáciách, knihy a filmy v Androide. Uplatníš ho v Obchode Play.',
  'wild-rift':
    'League of Legends prestavané pre mobil: rýchle zápasy 5v5 s ovládaním dvoma joystickmi. Za Wild Cores kúpiš šampiónov, skiny a Wild Pass.',
  'brawl-stars':
    'Rýchle trojminútové tímové bitky s partiou Brawlerov, z ktorých každý má svoj super. Za drahokamy kúpiš Brawl Pass, skiny a Brawlerov.',
  'clash-of-clans':
    'Postav dedinu, vycvič jednotky a so svojím klanom útoč na základne ostatných hráčov. Drahokamy urýchlia staviteľov a kúpiš za ne Gold Pass.',
  'clash-royale':
    'Kartové súboje v reálnom čase: nasadzuj jednotky a kúzla a zbúraj súperovu Kráľovskú vežu. Za drahokamy kúpiš truhlice, Pass Royale a emoty.',
  'zenless-zone-zero':
    'Štýlová akčná hra s nádychom mestskej fantasy, odohrávajúca sa v New Eridu, kde sa prebojúvaš cez Hollows. Monochrome sa mení na Polychrome na hľadanie signálu.',
  'razer-gold': 'PIN Razer Gold, ktorý dobije peňaženku Razer Gold. Platí v tisíckach hier a za každý nákup získaš Razer Silver.',
  efootball:
    'Futbal zadarmo s licencovanými klubmi a legendami: zostav si Dream Team a hraj online zápasy. Za mince získaš hráčov a kúpiš balíčky.',
  'arena-breakout':
    'Nekompromisná extraction strieľačka: vyraz do akcie, pozbieraj korisť a dostaň sa von živý, inak prídeš o všetko, čo máš pri sebe. Za Bonds kúpiš výstroj, battle pass a kozmetické predmety.',
  'love-and-deepspace':
    'Romantické sci-fi dobrodružstvo v 3D: lov Wandererov a spoznávaj mužov z Linkon City. Za diamanty kúpiš Deepspace Wishes a Aurum Pass.',
  'delta-force':
    'Rozsiahle bitky a extrakčné operácie na zemi, na mori aj vo vzduchu. Za Delta Coins kúpiš skiny operátorov a bojový pass.',
  'magic-chess-go-go':
    'Auto battler pre ôsmich hráčov s hrdinami z Mobile Legends: vytváraj synergie, rozmiestňuj figúrky a vydrž v lobby dlhšie ako ostatní. Za diamanty kúpiš veliteľov a passy.',
  'teamfight-tactics':
    'Kolová stratégia od Riotu: vyberaj šampiónov, zostav si hraciu plochu a zmeraj sily so siedmimi súpermi. Za RP kúpiš Little Legends, arény a passy.',
  'stumble-guys':
    'Vyraďovacia párty hra až pre 32 hráčov: bež, skáč a potkýnaj sa na chaotických prekážkových dráhach. Za drahokamy kúpiš skiny, emoty a Stumble Pass.',
  'marvel-snap':
    'Rýchla zberateľská kartová hra s hrdinami a záporákmi od Marvelu; zápas trvá tri minúty. Za zlato kúpiš Season Pass a varianty.',
  'sausage-man':
    'Kreslené battle royale, v ktorom párky zoskočia, schmatnú zbrane a v párty nálade sa prebojujú k víťazstvu. Za cukríky kúpiš oblečky a Gala Pass.',
  'lords-mobile':
    'Realtimová stratégia o budovaní kráľovstva, hrdinoch a vojnách cechov. Diamanty urýchlia stavbu a kúpiš za ne balíčky hrdinov.',
  'ragnarok-x':
    'Klasický svet Ragnarok Online prestavaný ako mobilné MMORPG s povolaniami, cechmi a lovom MVP. Za diamanty kúpiš kostýmy a mesačnú kartu.',
  'playstation-store':
    'Kód PlayStation Store, ktorý do peňaženky PlayStation Network pripíše prostriedky na hry, doplnky a PlayStation Plus.',
  'garena-shells':
    'Garena Shells slúžia na platenie za predmety v hrách a službách Garena v juhovýchodnej Ázii a na Taiwane. PIN poukážky príde e-mailom.',
  'ea-sports-fc-mobile':
    'Zostav si Ultimate Team z tisícok licencovaných hráčov, klubov a líg a hraj proti ostatným zoči-voči. Za FC Points kúpiš balíčky a season pass.',
  'top-eleven':
    'Riaď vlastný futbalový klub: podpisuj hráčov, nastav taktiku, trénuj mužstvo a hraj živé zápasy proti iným manažérom. Tokeny urýchlia tréning a prestupy.',
};
