import type { LegalDocumentContent } from './legal-document.tsx';

/** Çocuk Güvenliği Standartları Beyanı, Türkçe. */
export const CSAE_TR: LegalDocumentContent = {
  lang: 'tr',
  title: 'Çocuk Güvenliği Standartları Beyanı',
  date: { label: 'Tarih:', text: '25/03/2025', iso: '2025-03-25' },
  intro: (
    <p>
      Bu beyan, bu speechdeck kurulumunu işleten kuruluşun (“biz”) speechdeck web istemcisinde, mobil
      uygulamalarında ve bunlar aracılığıyla erişilen konuşma hizmetlerinde çocukların cinsel istismarı
      ve sömürüsüne (CSAE) karşı uyguladığı standartları açıklar.
    </p>
  ),
  sections: [
    {
      title: 'Amaç ve kapsam',
      body: (
        <p>
          speechdeck, yapay zekâ destekli konuşma hizmetleri sunan bir platformdur: konuşma tanıma,
          konuşma sentezi, konuşmacı kaydı ve tanıma, konuşmacı ayrıştırma, anahtar kelime arama, ses
          klonlama, sohbet, özel ad tanıma, çeviri, çağrı kaydı ayırıcı ve kişisel ASR çalışma alanı. Bu
          beyan platformun tüm bölümlerine, kullanıcıların yüklediği veya ürettiği tüm içeriğe ve
          hizmeti kullanan veya işleten herkese uygulanır.
        </p>
      ),
    },
    {
      title: 'CSAE’ye sıfır tolerans',
      body: (
        <>
          <p>
            Çocukların cinsel istismarı ve sömürüsüne sıfır tolerans gösteririz. Bir çocuğu
            cinselleştiren, sömüren, tehlikeye atan veya istismar eden her türlü içerik ve davranış;
            gerçek, düzenlenmiş ya da yapay zekâ ile üretilmiş olsun, istisnasız yasaktır.
          </p>
          <p>
            İhlal, içeriğin derhâl kaldırılması ve hesabın kalıcı olarak kapatılmasıyla sonuçlanır ve
            yetkili makamlara bildirilir.
          </p>
        </>
      ),
    },
    {
      title: 'Yaş koşulları',
      body: (
        <>
          <p>
            Hizmet 13 yaşın altındaki çocuklara yönelik değildir ve 13 yaşın altındaki çocuklar hesap
            oluşturamaz. Hizmet 18 yaş ve üzeri kullanıcılar içindir; 13 yaşını doldurmuş bir reşit olmayan
            hizmeti yalnızca ebeveyninin veya yasal vasisinin onayıyla kullanabilir.
          </p>
          <p>
            Bir hesabın 13 yaşın altındaki bir çocuğa veya vasi onayı olmayan bir reşit olmayana ait
            olduğunu öğrenirsek, Gizlilik Bildiriminde açıklandığı gibi hesabı devre dışı bırakır ve
            verilerini sileriz.
          </p>
        </>
      ),
    },
    {
      title: 'Yasak içerik ve davranışlar',
      body: (
        <>
          <p>Hizmeti özellikle şu amaçlarla kullanmak yasaktır:</p>
          <ul>
            <li>ses ve video dâhil her biçimde çocuk cinsel istismarı materyali yüklemek, yazıya dökmek, saklamak, çevirmek veya paylaşmak;</li>
            <li>bir çocuğun sesini cinsel amaçlarla sentezlemek, klonlamak veya taklit etmek ya da reşit olmayanları içeren cinsel içerik üretmek;</li>
            <li>bir çocuğun yerini bulmak, onu izlemek veya onunla iletişim kurmak için hukuka uygun bir neden olmaksızın sesini kaydetmek, tanımak veya takip etmek;</li>
            <li>sohbeti veya başka bir hizmeti bir çocuğu kandırmak, ayartmak, tehdit etmek veya ona şantaj yapmak için kullanmak;</li>
            <li>bu tür materyallerin veya çocuklara erişimin reklamını yapmak, satmak ya da aramak.</li>
          </ul>
        </>
      ),
    },
    {
      title: 'Nasıl bildirilir',
      body: (
        <>
          <p>Bu hizmette bir çocuğa zarar verebilecek bir içerik veya davranışla karşılaşırsanız:</p>
          <ol>
            <li>
              Bu kurulumu işleten kuruluşa yayımladığı iletişim bilgileri üzerinden bildiriniz. Ne
              bulduğunuzu, nerede (sayfa, dosya adı veya sonuç) ve ne zaman bulduğunuzu belirtiniz.
              Materyalin kendisini indirmeyiniz, kopyalamayınız veya iletmeyiniz.
            </li>
            <li>Bir çocuk yakın tehlike altındaysa hemen acil çağrı hattını (Türkiye’de 112) arayınız.</li>
            <li>
              Doğrudan yetkili makamlara da bildirebilirsiniz: Türkiye’de Bilgi Teknolojileri ve İletişim
              Kurumunun ihbar hattı{' '}
              <a href="https://www.ihbarweb.org.tr" target="_blank" rel="noopener noreferrer">ihbarweb.org.tr</a>{' '}
              adresine, uluslararası olarak NCMEC CyberTipline’a{' '}
              <a href="https://report.cybertip.org" target="_blank" rel="noopener noreferrer">report.cybertip.org</a>{' '}
              adresinden.
            </li>
          </ol>
          <p>Bildirimler gizli tutulur. Bildirimde bulunmak için hesabınızın olması gerekmez.</p>
        </>
      ),
    },
    {
      title: 'Nasıl karşılık veririz',
      body: (
        <ul>
          <li>Her bildirim, işleten kuruluşun görevlendirdiği bir kişi tarafından öncelikli ve hızlı biçimde incelenir.</li>
          <li>Bu beyanı ihlal eden içerik kaldırılır veya erişime kapatılır ve hesap derhâl askıya alınır.</li>
          <li>
            Deliller yalnızca kanunun gerektirdiği ölçüde saklanır; doğrulanan durumlar yetkili kolluk
            makamlarına bildirilir.
          </li>
          <li>Yetkili makamların soruşturmalarıyla tam iş birliği yaparız.</li>
          <li>İyi niyetle bildirimde bulunan kişiler misillemeye karşı korunur.</li>
        </ul>
      ),
    },
    {
      title: 'Uyum ve iletişim',
      body: (
        <>
          <p>
            Bize uygulanan çocuk koruma mevzuatına, bu kurulumun sunucularının bulunduğu Türkiye’nin
            mevzuatı dâhil olmak üzere, ve mobil uygulamalarımızı dağıtan uygulama mağazalarının çocuk
            güvenliği standartlarına uyarız. Bu beyanı en az yılda bir kez ve hizmette çocuk güvenliğini
            etkileyen her değişiklikte gözden geçiririz.
          </p>
          <p>
            Bu kurulumu işleten kuruluş, çocuk güvenliği konuları için bir irtibat kişisi belirler; iletişim
            bilgileri kurulumu işleten kuruluş tarafından belirlenir.
          </p>
        </>
      ),
    },
  ],
};
