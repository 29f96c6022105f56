export const hu: Record<string, string> = {
  'mobile-legends':
    'Az 5v5-ös mobilos MOBA: válassz hőst, állj csapatba, és nyomd előre a sávokat tízperces meccseken. A gyémántokkal hősöket, skineket és a battle passt oldhatod fel.',
  'free-fire':
    'Ötven játékos ér földet egy távoli szigeten, hogy tízperces harcban eldőljön, ki marad utolsóként talpon. A gyémántokból karaktereket, háziállatokat és Elite Passt vehetsz.',
  'pubg-mobile':
    'Az eredeti battle royale mobilon: száz játékos, egy térkép, egy győztes. UC-vel fizethetsz a Royale Passért, ruhákért és fegyverskinekért.',
  'genshin-impact':
    'Nyílt világú akció-RPG Teyvat hét nemzetén át. A Genesis Crystals Primogems valutára váltható, amelyet kívánságokra és a Battle Passra költhetsz.',
  roblox:
    'Digitális Roblox-ajándékkártyakód, amely Robuxra váltható be, és avatártárgyakra, élményekre költhető. A kódot fizetés után e-mailben küldjük.',
  valorant:
    'Karakteralapú 5v5-ös taktikai lövöldözős játék, ahol a precíz célzás egyedi ügynöki képességekkel találkozik. Valorant Pointsból fegyverskineket és ügynököket vehetsz.',
  'honor-of-kings':
    'A világ legtöbbet játszott mobilos MOBA-ja, legendákból merített hősökkel. Tokenekből hősöket, skineket és a Honor Passt veheted meg.',
  'call-of-duty-mobile':
    'A Call of Duty klasszikus többjátékos pályái és egy 100 fős battle royale, telefonra tervezve. CP-ből Battle Passt, operátorokat és fegyvertervrajzokat vehetsz.',
  'honkai-star-rail':
    'Körökre osztott űrfantasy RPG az Astral Express fedélzetén. Az Oneiric Shards Stellar Jade-re váltható, amelyet warpokra és a Nameless Honor passra költhetsz.',
  'steam-wallet':
    'Steam Wallet-kód, amellyel egyenleget tölthetsz Steam-fiókodra játékokra, DLC-kre és játékon belüli tárgyakra. A kódot fizetés után e-mailben küldjük.',
  'google-play':
    'Google Play-ajándékkód alkalmazásokhoz, játékokhoz, alkalmazáson belüli vásárlásokhoz, könyvekhez és filmekhez Androidon. A Play Áruházban váltható be.',
  'wild-rift':
    'A League of Legends mobilra újraépítve: gyors 5v5-ös meccsek kétkaros irányítással. Wild Coresból championokat, skineket és Wild Passt vehetsz.',
  'brawl-stars':
    'Gyors, háromperces csapatcsaták Brawlerek színes csapatával, mindegyiküknek saját szupertámadással. A drágakövekből Brawl Passt, skineket és Brawlereket vehetsz.',
  'clash-of-clans':
    'Építs falut, képezz ki csapatokat, és támadd meg klánoddal más játékosok bázisait. A drágakövek felgyorsítják az építőket, és a Gold Passt is megveheted velük.',
  'clash-royale':
    'Valós idejű kártyapárbajok: vess be csapatokat és varázslatokat, hogy ledöntsd az ellenfél Királytornyát. A drágakövekből ládákat, Pass Royale-t és emote-okat vehetsz.',
  'zenless-zone-zero':
    'Stílusos városi fantasy akciójáték New Eridu városában, ahol a Hollow-kon küzdöd át magad. A Monochrome Polychrome-ra váltható a jelkeresésekhez.',
  'razer-gold':
    'Razer Gold PIN-kód, amellyel feltöltheted Razer Gold pénztárcádat. Több ezer játékban elfogadják, és minden vásárlás után Razer Silvert kapsz.',
  efootball:
    'Ingyenes futball licencelt klubokkal és legendákkal: állítsd össze Dream Teamedet, és játssz online meccseket. Érmékből játékosokat igazolhatsz és csomagokat vehetsz.',
  'arena-breakout':
    'Kíméletlen extraction shooter: portyázz, zsákmányolj, és juss ki élve, különben elveszíted, amit magaddal vittél. Bondsból felszerelést, battle passt és kozmetikai tárgyakat vehetsz.',
  'love-and-deepspace':
    '3D-s romantikus sci-fi kaland: vadássz Wandererekre, és ismerd meg Linkon City férfijait. A gyémántokból Deepspace Wishes-t és Aurum Passt vehetsz.',
  'delta-force':
    'Nagyszabású hadviselés és extraction-műveletek szárazföldön, tengeren és levegőben. Delta Coinsból operátorskineket és harci passt vehetsz.',
  'magic-chess-go-go':
    'Nyolcfős auto battler a Mobile Legends hőseivel: építs szinergiákat, helyezd el a bábuidat, és maradj talpon a legtovább a lobbiban. A gyémántokból parancsnokokat és passokat vehetsz.',
  'teamfight-tactics':
    'A Riot körökre osztott stratégiai játéka: válassz championokat, építsd fel a tábládat, és küzdj meg hét ellenféllel. RP-ből Little Legendeket, arénákat és passokat vehetsz.',
  'stumble-guys':
    'Kieséses partijáték legfeljebb 32 játékosnak: fuss, vetődj és botladozz végig kaotikus akadálypályákon. A drágakövekből skineket, emote-okat és Stumble Passt vehetsz.',
  'marvel-snap':
    'Gyors gyűjtögetős kártyajáték a Marvel hőseivel és gonoszaival; egy meccs három percig tart. Aranyból Season Passt és variánsokat vehetsz.',
  'sausage-man':
    'Rajzfilmes battle royale, amelyben kolbászok ugranak ki, fegyvert ragadnak, és bulizva jutnak el a győzelemig. Cukorkákból ruhákat és Gala Passt vehetsz.',
  'lords-mobile':
    'Valós idejű stratégiai játék királyságépítésről, hősökről és céhháborúkról. A gyémántok felgyorsítják az építkezést, és hőscsomagokat is vehetsz belőlük.',
  'ragnarok-x':
    'A klasszikus Ragnarok Online világa mobilos MMORPG-ként újraépítve, kasztokkal, céhekkel és MVP-vadászatokkal. A gyémántokból jelmezeket és havi kártyát vehetsz.',
  'playstation-store':
    'PlayStation Store-kód, amellyel egyenleget tölthetsz PlayStation Network-pénztárcádba játékokra, kiegészítőkre és PlayStation Plusra.',
  'garena-shells':
    'A Garena Shells-szel tárgyakért fizethetsz a Garena játékaiban és szolgáltatásaiban Délkelet-Ázsiában és Tajvanon. Az utalvány PIN-kódját e-mailben küldjük.',
  'ea-sports-fc-mobile':
    'Állítsd össze Ultimate Teamedet több ezer licencelt játékosból, klubból és bajnokságból, és mérkőzz meg másokkal egy az egy ellen. FC Pointsból csomagokat és szezonbérletet vehetsz.',
  'top-eleven':
    'Irányítsd saját futballklubodat: igazolj játékosokat, állítsd be a taktikát, edzd a keretet, és játssz élő meccseket más menedzserek ellen. A tokenek felgyorsítják az edzést és az átigazolásokat.',
};
